import Testing
@testable import InteractionEngine

@Suite("View places")
struct ViewPlacesTests {
    @Test("places are numbered from 0 in the order given; a repeated id gets none and keeps its first")
    func numbering() {
        var places = ViewPlaces()
        #expect(places.place("main") == 0)
        #expect(places.place("cell") == 1)
        #expect(places.place("main") == nil)
        #expect(places.place("row") == 2)
        #expect(places.count == 3)
        #expect(places.byID == ["main": 0, "cell": 1, "row": 2])
        #expect(places.ids == ["main", "cell", "row"])
    }

    @Test("a place is an id's only when it was handed to that id")
    func ownership() {
        var places = ViewPlaces()
        _ = places.place("main")
        _ = places.place("cell")
        #expect(places.isPlace(1, of: "cell"))
        #expect(!places.isPlace(0, of: "cell"))
        #expect(!places.isPlace(-1, of: "cell"))
        #expect(!places.isPlace(2, of: "cell"))
        #expect(!places.isPlace(Int32.max, of: "cell"))
        #expect(!ViewPlaces().isPlace(0, of: "main"))
    }
}
