#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
/// Text as goldens are compared: with LF line ends. Goldens are written with LF, but git turns every
/// LF into CRLF when it checks a text file out with `core.autocrlf` set (and no `.gitattributes` rule
/// saying otherwise). Line ends are no part of what a golden claims, so each CRLF reads as LF here,
/// and `hadCRLF` keeps the fact so that the report can say it.
public struct LFText: Sendable, Equatable {
    public var text: String
    /// At least one CRLF was read as LF.
    public var hadCRLF: Bool

    public init(bytes: [UInt8]) {
        guard bytes.withUnsafeBufferPointer(Self.hasCR) else {
            self.text = String(decoding: bytes, as: UTF8.self)
            self.hadCRLF = false
            return
        }
        var kept: [UInt8] = []
        kept.reserveCapacity(bytes.count)
        var hadCRLF = false
        for index in bytes.indices {
            if bytes[index] == 0x0D, index + 1 < bytes.count, bytes[index + 1] == 0x0A {
                hadCRLF = true
            } else {
                kept.append(bytes[index])
            }
        }
        self.text = String(decoding: kept, as: UTF8.self)
        self.hadCRLF = hadCRLF
    }

    public init(_ text: String) {
        if Self.hasCR(text) {
            self.init(bytes: Array(text.utf8))
        } else {
            self.init(text: text, hadCRLF: false)
        }
    }

    /// Whether `text` holds a carriage return.
    private static func hasCR(_ text: String) -> Bool {
        var text = text
        return text.withUTF8(hasCR)
    }

    /// Whether `bytes` hold a carriage return, searched a word at a time (a golden can be megabytes).
    private static func hasCR(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let start = bytes.baseAddress, !bytes.isEmpty else { return false }
        return memchr(start, 0x0D, bytes.count) != nil
    }

    private init(text: String, hadCRLF: Bool) {
        self.text = text
        self.hadCRLF = hadCRLF
    }
}
