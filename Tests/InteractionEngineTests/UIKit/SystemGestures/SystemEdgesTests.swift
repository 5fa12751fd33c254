import Testing
@testable import InteractionEngine

@Suite("System edges")
struct SystemEdgesTests {
    private static let screen = Size(375, 812)

    private static func faceID(bottom: Double = 34, top: Double = 44) -> Settings {
        var settings = Settings()
        settings.systemGestureGate = .faceID
        settings.systemGestureBottomBand = bottom
        settings.systemGestureTopBand = top
        return settings
    }

    @Test("a band holds the edge it starts from and not its inner boundary, as bounds do (S4.7)", arguments: [
        (777.5, nil), (778, GestureRecognizer.Edge.bottom), (811.9, .bottom), (0, .top), (43.5, .top), (44, nil), (400, nil),
    ] as [(Double, GestureRecognizer.Edge?)])
    func boundaries(y: Double, edge: GestureRecognizer.Edge?) {
        #expect(SystemEdges.edge(at: Point(187, y), screen: Self.screen, settings: Self.faceID()) == edge)
    }

    @Test("with the gate off, the default, no point is in a band")
    func off() {
        #expect(Settings().systemGestureGate == .off)
        for y in [0.0, 20, 800, 811] {
            #expect(SystemEdges.edge(at: Point(187, y), screen: Self.screen, settings: Settings()) == nil)
        }
    }

    @Test("a band of 0 pt turns that edge off; where the bands overlap the bottom one wins")
    func widths() {
        #expect(SystemEdges.edge(at: Point(10, 811), screen: Self.screen, settings: Self.faceID(bottom: 0)) == nil)
        #expect(SystemEdges.edge(at: Point(10, 0), screen: Self.screen, settings: Self.faceID(top: 0)) == nil)
        #expect(SystemEdges.edge(at: Point(10, 30), screen: Size(375, 60), settings: Self.faceID()) == .bottom)
        #expect(SystemEdges.edge(at: Point(10, 20), screen: Size(375, 60), settings: Self.faceID()) == .top)
    }

    @Test("deferral is the window's root view controller's; other controllers are not asked")
    func deferral() {
        let f = Fixture()
        let child = f.add("child", Rect(0, 0, 375, 812))
        let childController = child.makeController(id: "childVC")
        childController.setView(child)
        childController.deferredScreenEdges = [.bottom]
        #expect(!SystemEdges.defers(.bottom, in: f.main))
        f.main.rootViewController?.deferredScreenEdges = [.bottom]
        #expect(SystemEdges.defers(.bottom, in: f.main))
        #expect(!SystemEdges.defers(.top, in: f.main))
    }
}
