/// A subscript a scene's type declares (`subscript(row: Int, column: Int) -> CGSize { get
/// set }`): its getter, and its setter when it has one, each a method of the type whose
/// parameters are the subscript's (the setter's last is the new value).
struct UserSubscript {
    let getter: Function
    let setter: Function?

    /// The argument labels a use writes (`grid[r, c]` for `subscript(row: Int, column:
    /// Int)`: a subscript's parameter names are no labels unless given twice).
    var labels: [String?] { getter.parameters.map(\.label) }
}
