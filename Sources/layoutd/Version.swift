/// What `layoutd --version` prints.
enum Version {
    /// The release: the one place it is written. `scripts/package-deb.sh` reads it from
    /// here for the package's version.
    static let number = "0.9.0"

    /// `0.9.0 (commit 1a2b3c4d5e6f)`: the release and the commit the binary was built
    /// from, which the BuildCommit plugin records at build time.
    static var description: String { "\(number) (commit \(buildCommit))" }
}
