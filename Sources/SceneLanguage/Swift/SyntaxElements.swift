import SwiftSyntax

/// The elements of a syntax collection, iterated without swift-syntax's own iterator: that
/// one casts each element with an unspecialized generic `cast`, which looks up the metadata
/// of `Optional<Element>` every time (some 400 instructions an element). Here the element is
/// made from its `Syntax` by the element type's initializer, known where this is used.
struct SyntaxElements<Collection: SyntaxCollection>: Sequence {
    fileprivate let collection: Collection

    struct Iterator: IteratorProtocol {
        fileprivate var base: SyntaxChildren.Iterator

        mutating func next() -> Collection.Element? {
            // A collection's children are all of its element type.
            base.next().map { Collection.Element($0)! }
        }
    }

    func makeIterator() -> Iterator { Iterator(base: collection.children(viewMode: .all).makeIterator()) }

    /// The exact count, so that `Array(elements)` allocates once.
    var underestimatedCount: Int { collection.count }

    /// The first element, if any.
    var first: Collection.Element? {
        var iterator = makeIterator()
        return iterator.next()
    }
}

extension SyntaxCollection {
    /// The elements, for iterating cheaply (see ``SyntaxElements``).
    var all: SyntaxElements<Self> { SyntaxElements(collection: self) }
}
