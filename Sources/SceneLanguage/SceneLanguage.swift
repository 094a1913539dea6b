// SceneLanguage: work in progress on this branch.
