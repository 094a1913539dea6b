public enum LayoutEngineVersion { public static let current = 1 }
