import TestSupport
import Testing
@testable import InteractionEngine

/// Hit-test culling: a view with many subviews asks only those whose hit region can contain the point,
/// with the same answers as asking every one.
@Suite("Subview hit index")
struct SubviewHitIndexTests {
    /// Every record kind but `hittest`, so hit tests may cull.
    private static let culling = RecordKinds(rawValue: RecordKinds.all.rawValue & ~RecordKinds(.hittest).rawValue)

    /// A feed of `cells` cells, 100 tall, in a full-screen scroll view.
    private func feed(cells: Int, hooks: Hooks = .builtIn) -> (Fixture, ScrollView) {
        let f = Fixture(hooks: hooks)
        let scroll = ScrollView(id: "feed", frame: Rect(0, 0, 375, 812), contentSize: Size(375, Double(cells) * 100))
        f.root.addSubview(scroll)
        for i in 0..<cells { f.add("cell\(i)", Rect(0, Double(i) * 100, 375, 100), to: scroll) }
        f.start()
        return (f, scroll)
    }

    /// The view a touch at `p` lands on with every subview asked (records kept) and culled (not kept).
    private func both(_ world: World, _ p: Point) -> (full: View?, culled: View?) {
        world.recorder.keptKinds = .all
        let full = world.hitTesting.hitTest(screenPoint: p)?.view
        world.recorder.keptKinds = Self.culling
        let culled = world.hitTesting.hitTest(screenPoint: p)?.view
        return (full, culled)
    }

    @Test("a hit test in a scroll view of 10,000 cells visits a handful of views once the index is built")
    func visitsHandful() {
        let (f, scroll) = feed(cells: 10_000)
        f.world.recorder.keptKinds = Self.culling
        scroll.contentOffset = Point(0, 512_340)
        let first = f.world.work
        #expect(f.world.hitTesting.hitTest(screenPoint: Point(187, 400))?.view === f.world.view("cell5127"))
        let built = f.world.work - first
        #expect(built >= 10_000 && built < 10_010, "building the index costs one unit per subview, \(built)")
        let second = f.world.work
        #expect(f.world.hitTesting.hitTest(screenPoint: Point(187, 30))?.view === f.world.view("cell5123"))
        // The window, the root, the feed, and the one or two cells whose padded frame holds the point.
        #expect(f.world.work - second <= 6, "visited \(f.world.work - second) views")
    }

    @Test("with hittest records kept every subview is asked, front to back, and says so")
    func recordsKept() {
        let (f, _) = feed(cells: 40)
        let before = f.world.recorder.entries.count
        #expect(f.world.hitTesting.hitTest(screenPoint: Point(187, 150))?.view === f.world.view("cell1"))
        let asked = f.log(from: before).filter { $0.hasPrefix("hittest cell") && $0.hasSuffix("-> nil") }
        // Cells 39 down to 2 answer nil; cell 1 is hit and cell 0 is never asked.
        #expect(asked == (2..<40).reversed().map { "hittest cell\($0) -> nil" })
        #expect(f.world.view("feed")?.hitIndex == nil)
    }

    @Test("culled answers equal asking every subview, over random scenes, points and changes")
    func randomScenes() {
        var random = SplitMix64(state: 0x5EED_0015)
        for scene in 0..<TestDepth.rounds(quick: 15, full: 40) {
            let (f, list, views) = randomScene(&random, scene: scene)
            for round in 0..<5 {
                for _ in 0..<60 {
                    let p = randomPoint(&random, near: views)
                    let (full, culled) = both(f.world, p)
                    #expect(full === culled, "scene \(scene) round \(round) at \(p): \(full?.id ?? "nil") vs \(culled?.id ?? "nil")")
                }
                mutate(&random, f, list, views)
            }
        }
    }

    @Test("a subview moved, added, removed or given a hit region after the index is built is found")
    func changesDropTheIndex() {
        var hooks = Hooks.builtIn
        hooks.register(hitTest: "grabAll", HitTestHook(summary: "answers itself wherever the point is") { $0.view })
        let (f, scroll) = feed(cells: 100, hooks: hooks)
        f.world.recorder.keptKinds = Self.culling
        let cell3 = f.world.view("cell3")!
        #expect(f.world.hitTesting.hitTest(screenPoint: Point(10, 50))?.view === f.world.view("cell0"))
        #expect(scroll.hitIndex != nil)
        cell3.frame.origin = Point(0, 0)
        #expect(scroll.hitIndex == nil)
        #expect(f.world.hitTesting.hitTest(screenPoint: Point(10, 50))?.view === cell3)
        let badge = View(id: "badge", frame: Rect(0, 0, 20, 20))
        scroll.addSubview(badge)
        #expect(f.world.hitTesting.hitTest(screenPoint: Point(10, 10))?.view === badge)
        badge.removeFromSuperview()
        #expect(f.world.hitTesting.hitTest(screenPoint: Point(10, 10))?.view === cell3)
        let far = f.world.view("cell90")!
        far.setExtraHitRects([Rect(0, -9000, 375, 100)])
        #expect(f.world.hitTesting.hitTest(screenPoint: Point(10, 10))?.view === far)
        far.setExtraHitRects([])
        let grabber = f.world.view("cell60")!
        grabber.hitTestBehavior = "grabAll"
        #expect(f.world.hitTesting.hitTest(screenPoint: Point(10, 10))?.view === grabber)
        grabber.hitTestBehavior = nil
        #expect(f.world.hitTesting.hitTest(screenPoint: Point(10, 10))?.view === cell3)
    }

    @Test("a subview scrolled past the index's bound is never culled: rounding lets points outside its frame in")
    func farBoundsOrigin() {
        let (f, scroll) = feed(cells: 100)
        f.world.recorder.keptKinds = Self.culling
        let cell2 = f.world.view("cell2")!
        #expect(f.world.hitTesting.hitTest(screenPoint: Point(10, 199))?.view === f.world.view("cell1"))
        #expect(scroll.hitIndex != nil)
        cell2.boundsOrigin = Point(0, 1e17)  // 199 - 200 + 1e17 rounds to 1e17, inside cell2's bounds
        #expect(scroll.hitIndex == nil)
        let (full, culled) = both(f.world, Point(10, 199))
        #expect(full === cell2)
        #expect(culled === cell2)
    }

    // MARK: - Random scenes

    /// A list (a plain view or a scroll view, possibly scrolled) of 32 to 150 subviews with random
    /// frames, overlaps, hidden, transparent and inert cells, extra hit rects, named hit tests and
    /// children whose extra rects overflow into their cell.
    private func randomScene(_ random: inout SplitMix64, scene: Int) -> (Fixture, View, [View]) {
        let f = Fixture()
        let list: View = random.below(2) == 0
            ? View(id: "list", frame: Rect(0, 50, 375, 700))
            : ScrollView(id: "list", frame: Rect(0, 50, 375, 700), contentSize: Size(375, 20_000))
        list.boundsOrigin = Point(0, Double(random.below(3)) * Double(random.below(4000)))
        f.root.addSubview(list)
        var views: [View] = []
        for i in 0..<(32 + random.below(119)) {
            let cell = randomCell(&random, id: "s\(scene)c\(i)", near: list.boundsOrigin)
            list.addSubview(cell)
            views.append(cell)
        }
        f.start()
        return (f, list, views)
    }

    private func randomCell(_ random: inout SplitMix64, id: String, near offset: Point) -> View {
        func coordinate(_ random: inout SplitMix64) -> Double {
            Double(random.below(9000)) / 8 - 100 + (random.below(4) == 0 ? 0.1 : 0)
        }
        let size = random.below(20) == 0 ? Size(400, 5000) : Size(Double(random.below(200)), Double(random.below(160)))
        let cell = View(id: id, frame: Rect(coordinate(&random), offset.y + coordinate(&random), size.width, size.height))
        switch random.below(16) {
        case 0: cell.isHidden = true
        case 1: cell.alpha = 0.005
        case 2: cell.isUserInteractionEnabled = false
        case 3: cell.extraHitRects = [Rect(-30, -30, 20, 20)]
        case 4: cell.hitTestBehavior = "passThrough"
        case 5: cell.boundsOrigin = Point(Double(random.below(50)), 2_000_000)
        case 6:
            let child = View(id: id + ".badge", frame: Rect(0, 0, 10, 10))
            child.extraHitRects = [Rect(-40, -40, 30, 30)]
            cell.addSubview(child)
        default: break
        }
        if random.below(3) == 0 {
            cell.addSubview(View(id: id + ".label", frame: Rect(2, 2, size.width / 2, size.height / 2)))
        }
        return cell
    }

    /// A point on the list, often exactly on a subview's edge.
    private func randomPoint(_ random: inout SplitMix64, near views: [View]) -> Point {
        if random.below(2) == 0, let view = views.randomElement(using: &random), let list = view.superview {
            let frame = view.frame
            let x = [frame.minX, frame.maxX, frame.minX - 30][random.below(3)]
            let y = [frame.minY, frame.maxY, frame.minY - 30][random.below(3)]
            return list.convertToSuperview(Point(x, y))
        }
        return Point(Double(random.below(4200)) / 10 - 20, Double(random.below(8600)) / 10 - 20)
    }

    /// Moves, adds, removes, reorders, scrolls or changes the hit region of some subviews.
    private func mutate(_ random: inout SplitMix64, _ f: Fixture, _ list: View, _ views: [View]) {
        for _ in 0..<(1 + random.below(6)) {
            guard let view = views.randomElement(using: &random) else { return }
            switch random.below(9) {
            case 0: view.frame.origin.y += Double(random.below(400)) - 200
            case 1: view.frame.size = Size(Double(random.below(300)), Double(random.below(300)))
            case 2: view.removeFromSuperview()
            case 3: list.insertSubview(view, at: random.below(list.subviews.count + 1))
            case 4: list.boundsOrigin.y = Double(random.below(3000))
            case 5: view.setExtraHitRects(random.below(2) == 0 ? [] : [Rect(-50, -50, 40, 40)])
            case 6: view.hitTestBehavior = view.hitTestBehavior == nil ? "passThrough" : nil
            case 7: view.boundsOrigin = Point(0, random.below(2) == 0 ? 5_000_000 : 10)
            default: view.isHidden.toggle()
            }
        }
    }
}
