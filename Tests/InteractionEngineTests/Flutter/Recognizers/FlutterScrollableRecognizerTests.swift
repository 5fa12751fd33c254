import Testing
@testable import InteractionEngine

/// A vertical feed filling the screen (content 3000 tall) with an item and a horizontal carousel in it.
private enum P {
    static let feed = FlutterFixture.screen
    static let feedExtent: Double = 3000
    /// In the feed's content coordinates.
    static let item = Rect(0, 500, 375, 100)
    static let carousel = Rect(0, 200, 375, 200)
    static let carouselExtent: Double = 1500
    /// Middle of the screen, on neither the item (unscrolled) nor the carousel.
    static let middle = Point(187, 450)
    /// Below the item whether the feed is unscrolled or scrolled by up to 150.
    static let low = Point(187, 750)
    /// On the item while the feed is scrolled by 400 (content y 550).
    static let onScrolledItem = Point(187, 150)
    /// On the item while the feed is unscrolled.
    static let onItem = Point(187, 550)
    /// On the carousel while the feed is unscrolled.
    static let onCarousel = Point(300, 300)
}

/// Hold still this long before lifting, so the release is no fling (the velocity tracker assumes the
/// pointer stopped after 40 ms without moves) and the scroll ends with the finger.
private let settle = Time.ms(150)

/// A Scrollable's drag (widgets/scrollable.dart: a vertical or horizontal drag recognizer that drives
/// the scroll position): it competes in the arena like the drag of its axis, starts from where it was
/// accepted, and moves the content with the finger; what it shows is hit where it is shown.
@Suite struct FlutterScrollableRecognizerTests {
    private func feed(offset: Double = 0, withCarousel: Bool = false) -> (FlutterFixture, Widget) {
        var children = [widget("item", P.item, onTap: "item.open")]
        if withCarousel {
            children.append(widget("carousel", P.carousel, scroll: Widget.Scroll(axis: .horizontal, extent: P.carouselExtent)))
        }
        let feed = widget("feed", P.feed, scroll: Widget.Scroll(axis: .vertical, extent: P.feedExtent), children: children)
        feed.scrollOffset = Point(0, offset)
        return (FlutterFixture([feed]), feed)
    }

    /// Drags from `from` by `dy` in four moves, holds still, lifts.
    private func drag(_ f: FlutterFixture, from: Point, by dy: Double) {
        f.drag(from: from, to: Point(from.x, from.y + dy), lift: false)
        f.wait(settle)
        f.up(Point(from.x, from.y + dy))
    }

    /// The y of the offset in the last `scroll feed ended (x, y)` record.
    private func endedY(_ f: FlutterFixture) -> Double? {
        guard let last = f.log([.scroll]).last(where: { $0.hasPrefix("scroll feed ended") }) else { return nil }
        return Double(last.split(separator: " ").last?.dropLast() ?? "")
    }

    /// gesture_detector_test.dart, "Uncontested scrolls start immediately": a lone Scrollable's drag wins
    /// at the down and starts there, from the current offset.
    @Test("an uncontested scrollable starts its drag at the down, from where it is")
    func uncontestedStartsAtDown() {
        let (f, _) = feed(offset: 400)
        f.down(P.middle)
        #expect(f.take([.arena, .scroll]) == ["arena 1 feed.verticalDrag accepted", "scroll feed began (0, 400)"])
    }

    /// drag_test.dart, "Should recognize drag" (updates follow the pointer): dragging up moves the
    /// content up — the offset grows, by no more than the finger travelled.
    @Test("dragging up scrolls the content up with the finger")
    func followsFinger() throws {
        let (f, feed) = feed()
        drag(f, from: P.middle, by: -200)
        let ended = try #require(endedY(f))
        #expect(ended > 0 && ended <= 200)
        #expect(feed.scrollOffset.y == ended)
    }

    /// A second drag starts where the first left the content, not from zero (the scroll position is
    /// the Scrollable's state, kept between drags).
    @Test("a second drag starts from where the first one left off")
    func secondDragContinues() throws {
        let (f, _) = feed()
        drag(f, from: P.low, by: -100)
        let ended = try #require(f.take([.scroll]).last)
        #expect(ended.hasPrefix("scroll feed ended (0, ") && ended != "scroll feed ended (0, 0)")
        f.wait(FlutterFixture.quiet)
        f.down(P.low)
        #expect(f.take([.scroll]) == [ended.replacingOccurrences(of: " ended ", with: " began ")])
    }

    /// arena_test.dart, "Should win by sweep", with the Scrollable's drag rejecting itself at an up it
    /// never claimed (monodrag.dart): a tap on an item inside the feed is the item's.
    @Test("a tap on an item inside a scrollable is the item's; nothing scrolls")
    func tapInside() {
        let (f, _) = feed()
        f.tap(P.onItem)
        #expect(f.log([.arena, .action, .scroll]) == [
            "arena 1 feed.verticalDrag rejected", "arena 1 item.tap accepted", "action item.open",
        ])
    }

    /// drag_test.dart, "Should recognize pan" (the tap gives up past kTouchSlop) and "Should report most
    /// recent point to onStart by default" (the drag starts where it won): a drag across an item rejects
    /// its tap, the feed claims, and the content moves only by the travel after the claim.
    @Test("dragging across an item rejects its tap and scrolls only from the claim")
    func dragAcrossItem() throws {
        let (f, _) = feed()
        f.down(P.onItem)
        f.wait(FlutterFixture.frame)
        f.move(Point(P.onItem.x, P.onItem.y - 30))
        #expect(f.take([.arena, .scroll]) == [
            "arena 1 item.tap rejected", "arena 1 feed.verticalDrag accepted", "scroll feed began (0, 0)",
        ])
        f.wait(FlutterFixture.frame)
        f.move(Point(P.onItem.x, P.onItem.y - 130))
        f.wait(settle)
        f.up(Point(P.onItem.x, P.onItem.y - 130))
        let ended = try #require(endedY(f))
        #expect(ended > 0 && ended <= 100)
        #expect(!f.log([.action]).contains("action item.open"))
    }

    /// gesture_detector_test.dart, "Match two scroll gestures in succession" (each drag claims along its
    /// own axis), with nested Scrollables: a sideways swipe on the carousel is the carousel's, a vertical
    /// one is the feed's.
    @Test("nested scrollables each claim the drags along their own axis")
    func nestedScrollables() {
        let (f, _) = feed(withCarousel: true)
        f.drag(from: P.onCarousel, to: Point(P.onCarousel.x - 150, P.onCarousel.y))
        #expect(f.take([.arena]) == ["arena 1 feed.verticalDrag rejected", "arena 1 carousel.horizontalDrag accepted"])
        f.wait(FlutterFixture.quiet)
        f.drag(from: P.onCarousel, to: Point(P.onCarousel.x, P.onCarousel.y - 150))
        #expect(f.take([.arena]) == ["arena 2 carousel.horizontalDrag rejected", "arena 2 feed.verticalDrag accepted"])
    }

    /// The hit test of a scrolled viewport (rendering/viewport.dart paints and hit-tests children at
    /// their offset): scrolled by 400, the item (content y 500–600) shows at 100–200 and is hit there.
    @Test("a scrolled item is hit where it is shown")
    func scrolledContentIsHitWhereShown() {
        let (f, _) = feed(offset: 400)
        f.tap(P.onScrolledItem)
        #expect(f.take([.action]) == ["action item.open"])
        f.wait(FlutterFixture.quiet)
        f.tap(P.onItem)
        #expect(f.take([.action]).isEmpty)
    }
}
