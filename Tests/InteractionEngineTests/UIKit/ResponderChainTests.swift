import Testing
@testable import InteractionEngine

@Suite("Responder chain")
struct ResponderChainTests {
    @Test("view → superview → controller (root view) → window → application → nothing")
    func chain() {
        let f = Fixture()
        let a = f.add("A", Rect(0, 0, 100, 100))
        let b = f.add("B", Rect(0, 0, 50, 50), to: a)
        f.start()
        var ids: [String] = []
        var current: Responder? = .view(b)
        while let responder = current {
            ids.append(responder.id)
            current = responder.next
        }
        #expect(ids == ["B", "A", "root", "vc", "main", "app"])
    }

    @Test("the first responder that handles a phase gets it")
    func handler() {
        let f = Fixture()
        let a = f.add("A", Rect(0, 0, 100, 100), handles: [.ended])
        let b = f.add("B", Rect(0, 0, 50, 50), to: a)
        f.main.rootViewController?.handles = [.began]
        #expect(Responder.handler(of: .ended, from: b)?.id == "A")
        #expect(Responder.handler(of: .began, from: b)?.id == "vc")
        #expect(Responder.handler(of: .moved, from: b) == nil)
    }

    @Test("a removed view's chain ends with it")
    func detached() {
        let loose = View(id: "loose")
        #expect(Responder.view(loose).next == nil)
    }
}
