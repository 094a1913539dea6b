import Foundation

/// A local name as the compiler resolved it: the slot it lives in and whether it may be
/// assigned.
struct Local {
    var slot: Int
    var isLet: Bool
    var type: TypeRef
    /// A `let` declared without a value (`let width: CGFloat` then assigned once).
    var isDeferred = false
}

/// The names visible while compiling one function or closure body: nested block scopes
/// over the function's slots, and the enclosing function (a closure's captured frame).
final class FunctionScope {
    let parent: FunctionScope?
    /// The type whose member is being compiled: its members are in scope without `self.`.
    let selfType: UserType?
    /// The type whose static member (or static stored property's initial value) is being
    /// compiled: its static members are in scope without `Self.`, and `Self` names it, as in
    /// Swift. An instance member's is its `selfType`.
    let memberType: UserType?
    /// Whether `self` may be assigned through (a mutating method or an initializer).
    let selfIsMutable: Bool
    let returnType: TypeRef
    private var blocks: [[String: Local]] = [[:]]
    private(set) var slotCount = 0
    /// Labels of enclosing loops and switches, innermost last.
    var breakTargets: [String?] = []

    /// This function's frame holds `self` in slot 0 (a member; a closure inside a member
    /// reaches its member's `self` through its captured frames).
    let ownsSelf: Bool
    /// An initializer: `self`'s `let` properties may be assigned.
    var isInitializer = false

    /// A member's or a free function's scope.
    init(selfType: UserType?, selfIsMutable: Bool, returnType: TypeRef, staticIn staticType: UserType? = nil) {
        parent = nil
        self.selfType = selfType
        memberType = selfType ?? staticType
        self.selfIsMutable = selfIsMutable
        self.returnType = returnType
        ownsSelf = selfType != nil
        if ownsSelf { slotCount = 1 }
    }

    /// A closure's scope inside `parent`.
    init(closureIn parent: FunctionScope, returnType: TypeRef) {
        self.parent = parent
        selfType = parent.selfType
        memberType = parent.memberType
        selfIsMutable = false
        self.returnType = returnType
        ownsSelf = false
    }

    func push() { blocks.append([:]) }
    func pop() { blocks.removeLast() }

    @discardableResult
    func declare(_ name: String, isLet: Bool, type: TypeRef, isDeferred: Bool = false) -> Local {
        let local = Local(slot: slotCount, isLet: isLet, type: type, isDeferred: isDeferred)
        slotCount += 1
        if name != "_" { blocks[blocks.count - 1][name] = local }
        return local
    }

    /// Marks a deferred `let` as assigned.
    func settle(_ name: String) {
        for index in blocks.indices.reversed() where blocks[index][name] != nil {
            blocks[index][name]!.isDeferred = false
            return
        }
    }

    /// A local by name: the frame depth (0 is this function's frame) and the local.
    func lookup(_ name: String) -> (depth: Int, local: Local)? {
        var scope: FunctionScope? = self
        var depth = 0
        while let current = scope {
            for block in current.blocks.reversed() {
                if let local = block[name] { return (depth, local) }
            }
            scope = current.parent
            depth += 1
        }
        return nil
    }

    /// How many frames out `self` lives (slot 0 there), or nil outside a member.
    var selfDepth: Int? {
        var scope: FunctionScope? = self
        var depth = 0
        while let current = scope {
            if current.ownsSelf { return depth }
            scope = current.parent
            depth += 1
        }
        return nil
    }

    var localNames: [String] {
        var names: [String] = []
        var scope: FunctionScope? = self
        while let current = scope {
            for block in current.blocks { names += block.keys }
            scope = current.parent
        }
        return names
    }
}
