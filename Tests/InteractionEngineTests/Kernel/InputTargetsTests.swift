import Testing
@testable import InteractionEngine

/// A trace's `on:` finds the screen point of a view, widget or SwiftUI view as the world stands, or
/// says why a finger cannot touch it there.
@Suite("Input targets")
struct InputTargetsTests {
    /// `card` (20, 100, 100, 50) inside a clipping scroll view `feed` (0, 50, 375, 400) with 2000 pt of content.
    func fixture() -> (Fixture, ScrollView, View) {
        let f = Fixture()
        let feed = ScrollView(id: "feed", frame: Rect(0, 50, 375, 400), contentSize: Size(375, 2000))
        f.root.addSubview(feed)
        let card = f.add("card", Rect(20, 100, 100, 50), to: feed)
        f.start()
        return (f, feed, card)
    }

    @Test("the middle, points from the top-left corner and unit points, through a scrolled ancestor")
    func points() {
        let (f, feed, _) = fixture()
        #expect(f.world.screenPoint(on: "card", .center) == .success(Point(70, 175)))
        #expect(f.world.screenPoint(on: "card", .points(Point(5, 10))) == .success(Point(25, 160)))
        #expect(f.world.screenPoint(on: "card", .unit(Point(1, 0))) == .success(Point(120, 150)))
        feed.contentOffset = Point(0, 80)
        #expect(f.world.screenPoint(on: "card", .center) == .success(Point(70, 95)))
    }

    @Test("hidden, invisible, not interactive, clipped away, off screen or gone: each says why")
    func problems() {
        let (f, feed, card) = fixture()
        func message(_ offset: TargetOffset = .center) -> String? {
            if case .failure(let problem) = f.world.screenPoint(on: "card", offset) { return problem.message }
            return nil
        }
        card.isHidden = true
        #expect(message() == "'card' is hidden ('card' has isHidden set)")
        card.isHidden = false
        feed.alpha = 0
        #expect(message() == "'card' is invisible (its ancestor 'feed' has alpha 0)")
        feed.alpha = 1
        feed.isUserInteractionEnabled = false
        #expect(message() == "'card' takes no touches (its ancestor 'feed' has isUserInteractionEnabled NO)")
        feed.isUserInteractionEnabled = true
        feed.contentOffset = Point(0, 300)
        #expect(message() == "that point of 'card' is outside 'feed', which clips it (scrolled or moved out of sight)")
        feed.contentOffset = .zero
        #expect(message(.points(Point(400, 0))) == "that point of 'card' is outside 'feed', which clips it (scrolled or moved out of sight)")
        feed.clipsToBounds = false
        #expect(message(.points(Point(400, 0))) == "'card' is off screen there (420, 150)")
        card.removeFromSuperview()
        #expect(message() == "'card' is not on screen (it is in no window now)")
        #expect(f.world.screenPoint(on: "nothing", .center) == .failure(InputTargetProblem(message: "'nothing' is not on screen (it is in no window now)")))
    }

    @Test("a widget is found through its Flutter view and the scroll offsets of the widgets around it")
    func widget() {
        let f = Fixture()
        let list = Widget(id: "list", frame: Rect(0, 0, 375, 600))
        list.scroll = Widget.Scroll(axis: .vertical, extent: 3000)
        let row = Widget(id: "row", frame: Rect(0, 400, 375, 100))
        list.addChild(row)
        let flutter = FlutterView(id: "flutter", frame: Rect(0, 100, 375, 600), root: list)
        f.root.addSubview(flutter)
        f.start()
        #expect(f.world.screenPoint(on: "row", .unit(Point(0.5, 0.5))) == .success(Point(187.5, 550)))
        list.scrollOffset = Point(0, 200)
        #expect(f.world.screenPoint(on: "row", .center) == .success(Point(187.5, 350)))
    }
}
