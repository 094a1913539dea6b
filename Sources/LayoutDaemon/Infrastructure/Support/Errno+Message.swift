import SystemPackage

extension Errno {
    /// `strerror`'s text with a lowercase first letter, to end messages in our style
    /// (`rename(a, b): permission denied`).
    var message: String {
        let text = description
        return (text.first?.lowercased() ?? "") + text.dropFirst()
    }
}
