import InteractionEngine
import Testing
@testable import TraceFormat

@Suite("Scene places")
struct ScenePlacesTests {
    @Test("a decoded trace places its windows and views parents first in file order, and no page template")
    func decodedPlaces() throws {
        let text = """
            name: t
            scene:
              pages: [{id: detail, children: [{id: title}]}]
              windows:
                - id: main
                  state: key
                  root: {id: home, children: [{id: list, children: [{id: cell0}, {id: cell1}]}, {id: nav, kind: navigation, stack: [detail]}]}
                  children: [{id: badge}]
                - {id: overlay, root: {id: sheet}}
            events: []
            """
        let trace = try decodeTrace(text).get()
        let order = ["main", "home", "list", "cell0", "cell1", "nav", "badge", "overlay", "sheet"]
        #expect(trace.viewPlaces.ids == order)
        let windows = trace.scene.windows
        #expect(windows.map(\.place) == [0, 7])
        let home = try #require(windows[0].root)
        #expect(home.subtree.map(\.place) == [1, 2, 3, 4, 5])
        #expect(windows[0].children.map(\.place) == [6])
        #expect(windows[1].root?.place == 8)
        #expect(trace.scene.pages.flatMap(\.subtree).allSatisfy { $0.place == -1 })
        for (place, id) in order.enumerated() { #expect(trace.viewPlaces.byID[id] == Int32(place)) }
    }

    @Test("a repeated id keeps its first place and the later view gets none")
    func repeatedIDs() {
        var scene = Scene()
        var root = ViewSpec(id: "root", location: SourceLocation(file: "", mark: .start))
        root.children = [ViewSpec(id: "cell", location: root.location), ViewSpec(id: "cell", location: root.location)]
        scene.windows = [WindowSpec(id: "main", root: root, location: root.location)]
        let places = scene.placeViews()
        #expect(places.ids == ["main", "root", "cell"])
        #expect(scene.windows[0].root?.children.map(\.place) == [2, -1])
    }

    @Test("a page instance's views carry no place")
    func instances() {
        var page = ViewSpec(id: "detail", location: SourceLocation(file: "", mark: .start))
        page.place = 4
        page.children = [ViewSpec(id: "title", location: page.location)]
        page.children[0].place = 5
        let instance = page.instance(suffix: "#1", renames: [:])
        #expect(instance.subtree.map(\.place) == [-1, -1])
        #expect(instance.subtree.map(\.id) == ["detail#1", "title#1"])
    }
}
