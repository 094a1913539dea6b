import Foundation
import LayoutEngine

/// Members a scene adds to SwiftUI's types in an extension, read where a view's argument
/// expects that type: `HStack(alignment: .midAccountAndName)`, `.frame(alignment:
/// Alignment(horizontal: .center, vertical: .midAccountAndName))`, `.alignmentGuide(
/// .midAccountAndName) { … }`. The interpreter computes the member; its mistakes are
/// reported at the argument.
extension ViewFactory {
    func declaredMember(_ member: SceneMember, _ type: ParameterType, _ origin: SceneOrigin, _ dryRun: Bool) -> Conversion {
        guard let program else { return .mismatch }
        for typeName in ValueCatalog.typeNames(of: type).sorted() {
            let value: Value?
            do {
                value = try program.staticMember(member.name, ofLibraryType: typeName)
            } catch let trap as Trap {
                if !dryRun { sink.emit(.error("declared-member", trap.message), at: trap.offset.map { SceneOrigin(offset: $0) } ?? origin) }
                return .failed
            } catch {
                if !dryRun { sink.emit(.error("declared-member", "\(error)"), at: origin) }
                return .failed
            }
            guard let value else { continue }
            programReads += 1
            switch (type.unwrapped, value) {
            case (.horizontalAlignment, .horizontalAlignment(let guide)): return .success(.horizontalAlignment(guide))
            case (.verticalAlignment, .verticalAlignment(let guide)): return .success(.verticalAlignment(guide))
            case (.alignment, .alignment(let alignment)): return .success(.alignment(alignment))
            default: return .mismatch
            }
        }
        return .mismatch
    }
}
