import Testing
@testable import InteractionEngine

@Suite("Occlusion: the area of a union of covers")
struct OcclusionTests {
    @Test("disjoint, overlapping, nested and touching rects count each covered point once")
    func unionArea() {
        #expect(ExposureOperations.unionArea([]) == 0)
        #expect(ExposureOperations.unionArea([Rect(0, 0, 10, 10)]) == 100)
        #expect(ExposureOperations.unionArea([Rect(0, 0, 10, 10), Rect(20, 0, 10, 10)]) == 200)
        // Overlapping by a 5 × 10 strip.
        #expect(ExposureOperations.unionArea([Rect(0, 0, 10, 10), Rect(5, 0, 10, 10)]) == 150)
        // A rect inside another adds nothing; two edges touching add no overlap.
        #expect(ExposureOperations.unionArea([Rect(0, 0, 10, 10), Rect(2, 2, 3, 3)]) == 100)
        #expect(ExposureOperations.unionArea([Rect(0, 0, 10, 10), Rect(10, 0, 10, 10)]) == 200)
        // A cross: two 30 × 10 bars crossing in a 10 × 10 square.
        #expect(ExposureOperations.unionArea([Rect(0, 10, 30, 10), Rect(10, 0, 10, 30)]) == 500)
        // Empty rects cover nothing.
        #expect(ExposureOperations.unionArea([Rect(0, 0, 0, 10), Rect(0, 0, 10, 0)]) == 0)
    }

    @Test("a staircase of a thousand overlapping covers")
    func manyCovers() {
        let rects = (0..<1_000).map { Rect(Double($0), Double($0), 10, 10) }
        // Each rect adds a 10 × 10 square less its overlap with the previous one (9 × 9).
        #expect(abs(ExposureOperations.unionArea(rects) - (100 + 999 * 19)) < 1e-6)
    }
}
