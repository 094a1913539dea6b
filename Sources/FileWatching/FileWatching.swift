// FileWatching: work in progress on this branch.
