import InteractionEngine
import Testing
@testable import TraceFormat

@Suite("Declared view tree")
struct DeclaredTreeTests {
    @Test("a move inside a view's own subtree is caught, however the chain was built")
    func cycles() {
        var tree = DeclaredTree()
        for index in 1..<10 { tree.move("v\(index)", under: "v\(index - 1)") }
        #expect(tree.isAncestorOrSelf("v0", of: "v9"))
        #expect(tree.isAncestorOrSelf("v4", of: "v4"))
        #expect(!tree.isAncestorOrSelf("v9", of: "v0"))
        tree.move("v5", under: nil)
        #expect(!tree.isAncestorOrSelf("v0", of: "v9"), "v5 was removed: v6…v9 hang from it alone")
    }

    @Test("a chain stops where the engine's tree does: a move under a view that deep is not recorded, so no walk is long")
    func depthBound() {
        var tree = DeclaredTree()
        let count = World.maxViewDepth * 4
        for index in 1..<count { tree.move("v\(index)", under: "v\(index - 1)") }
        #expect(tree.isAncestorOrSelf("v0", of: "v\(World.maxViewDepth)"))
        #expect(!tree.isAncestorOrSelf("v0", of: "v\(World.maxViewDepth + 1)"), "the engine ignores that addView; so does the declared tree")
        #expect(!tree.isAncestorOrSelf("v0", of: "v\(count - 1)"))
    }
}
