// Rendering: work in progress on this branch.
