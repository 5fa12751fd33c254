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

    /// The fixture's ids placed in file order, as a decoder places a scene: main, root, then `extra`.
    private func placed(_ f: Fixture, _ extra: [String]) -> ViewPlaces {
        var places = ViewPlaces()
        for id in ["main", "root"] + extra { _ = places.place(id) }
        return places
    }

    @Test("views carrying their places are found by id, and so are views joining without one")
    func places() {
        let f = Fixture()
        let cell = f.add("cell", Rect(0, 0, 10, 10))
        let other = f.add("other", Rect(0, 20, 10, 10))
        f.world.adopt(placed(f, ["cell", "later"]))
        (f.main.place, f.root.place, cell.place) = (0, 1, 2)
        #expect(f.world.view("cell") == nil, "placed, not joined yet")
        f.start()
        #expect(f.world.view("later") == nil, "placed, never joined")
        #expect(f.world.view("main") === f.main)
        #expect(f.world.view("root") === f.root)
        #expect(f.world.view("cell") === cell, "placed and carrying its place")
        #expect(f.world.view("other") === other, "not placed: found through its id")
        #expect(f.world.view("nothing") == nil)
        #expect(f.log([.note]).isEmpty)
        let late = View(id: "late", frame: .zero)
        f.world.addView(late, to: f.root)
        #expect(f.world.view("late") === late)
    }

    @Test("a view whose id is placed but which carries no place, or another id's, still takes its id's place")
    func strayPlaces() {
        let f = Fixture()
        let cell = f.add("cell", Rect(0, 0, 10, 10))
        let row = f.add("row", Rect(0, 20, 10, 10))
        f.world.adopt(placed(f, ["cell", "row"]))
        (f.main.place, f.root.place) = (0, 1)
        row.place = 2   // the place of `cell`, not its own
        f.start()
        #expect(f.world.view("cell") === cell)
        #expect(f.world.view("row") === row)
        #expect(f.log([.note]).isEmpty)
    }

    @Test("with places, a repeated id keeps the first view and says so, as without them")
    func placedDuplicates() {
        let f = Fixture()
        let first = f.add("cell", Rect(0, 0, 10, 10))
        let second = f.add("cell", Rect(0, 20, 10, 10))
        f.world.adopt(placed(f, ["cell"]))
        (f.main.place, f.root.place, first.place) = (0, 1, 2)
        f.start()
        #expect(f.world.view("cell") === first)
        #expect(f.log([.note]) == ["note duplicate id cell (the later view cannot be named by id)"])
        _ = second
    }

    @Test("places offered once views have joined are not taken, and every view is still found by id")
    func lateAdoption() {
        let f = Fixture()
        let cell = f.add("cell", Rect(0, 0, 10, 10))
        f.start()
        #expect(!f.world.adopt(placed(f, ["cell", "late"])))
        let late = View(id: "late", frame: .zero)
        late.place = 3
        f.world.addView(late, to: f.root)
        #expect(f.world.view("cell") === cell)
        #expect(f.world.view("late") === late)
        #expect(f.world.view("main") === f.main)
        #expect(f.log([.note]).isEmpty)
    }
}

