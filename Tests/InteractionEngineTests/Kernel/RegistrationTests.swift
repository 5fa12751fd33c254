import Testing
@testable import InteractionEngine

/// The world learns views by id as they join it.
@Suite("Registration")
struct RegistrationTests {
    @Test("a repeated id keeps the first view and says so once; a view joining again is no duplicate")
    func duplicates() {
        let f = Fixture()
        let first = f.add("cell", Rect(0, 0, 10, 10))
        let second = f.add("cell", Rect(0, 20, 10, 10))
        f.start()
        #expect(f.world.view("cell") === first)
        #expect(f.world.view("cell") !== second)
        #expect(f.log([.note]) == ["note duplicate id cell (the later view cannot be named by id)"])
        f.world.register(f.root)
        #expect(f.log([.note]).count == 2, "the later view is noted again; the first is not")
        #expect(f.world.view("cell") === first)
    }
}
