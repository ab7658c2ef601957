// Placeholder replaced by the harness commit.
export default function setup(): void {}
