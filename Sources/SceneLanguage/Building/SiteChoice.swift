/// The overload a call site chose, remembered so that the site's next call (the next
/// element of a `ForEach`, the next row of a large scene) skips trying overloads one by
/// one: with thousands of views, matching labels against every overload of `Color` or
/// `frame` was a third of building them.
///
/// Only a choice the call's shape decided is remembered: every overload before the chosen
/// one failed on labels, argument count or content, which a later call at the same site
/// with the same labels shares whatever its values. Its values are still checked against
/// the chosen overload's types before they are converted, and a call they do not fit is
/// resolved in full, so the outcome and the diagnostics are those of a full resolution.
struct SiteChoice {
    /// A call site: where the call was written and which overload list it resolves
    /// against (a view's, a layout's or a modifier's, all lists the catalogs keep for the
    /// process's lifetime).
    struct Site: Equatable {
        var offset: Int
        var overloads: UnsafeRawPointer
    }

    var site: Site
    /// The overload list itself, held so that its storage, whose address is the site's,
    /// cannot be freed and its address taken by another list while the choice is kept.
    var overloads: Any
    var labels: [String?]
    var hasContent: Bool
    /// The chosen overload's index in its list.
    var index: Int
    /// For each of its parameters, the index of the argument given for it, or -1.
    var assignment: [Int]

    /// The site of a call at `origin` against `overloads`; nil for a scene.json value
    /// (which has a path, not an offset) or an empty list.
    static func site<Build>(of overloads: [Overload<Build>], origin: SceneOrigin) -> Site? {
        guard origin.jsonPath == nil, let offset = origin.offset,
              let base = overloads.withUnsafeBufferPointer({ $0.baseAddress }) else { return nil }
        return Site(offset: offset, overloads: UnsafeRawPointer(base))
    }
}

/// The last choices of a few call sites, by where they were written: a small table that
/// costs no hashing (a `ForEach` row repeats a handful of sites).
struct SiteChoices {
    private var slots: [SiteChoice?] = Array(repeating: nil, count: 64)

    /// The choice remembered for `site` when a call with the same labels and content made it.
    func recalled(_ site: SiteChoice.Site, _ arguments: [SceneArgument], hasContent: Bool) -> SiteChoice? {
        guard let choice = slots[Self.slot(site)], choice.site == site, choice.hasContent == hasContent,
              choice.labels.count == arguments.count else { return nil }
        for index in arguments.indices where arguments[index].label != choice.labels[index] { return nil }
        return choice
    }

    mutating func remember(_ choice: SiteChoice) {
        slots[Self.slot(choice.site)] = choice
    }

    private static func slot(_ site: SiteChoice.Site) -> Int {
        (site.offset ^ (Int(bitPattern: site.overloads) >> 4)) & 63
    }
}
