/// A URL split into the parts routes match: the scheme, the path segments (the host
/// first) and the query items, percent-decoded.
///
/// It is split on Unicode scalars, never on `Character`s: a combining mark right after
/// a separator (`://`, `/`, `?`, `#`, `&`, `=`) would otherwise join it into one
/// grapheme with the separator and hide the separator, so that `myapp://a/\u{301}b`
/// read as one segment containing a slash. The mark belongs to the part that follows.
struct ParsedURL: Equatable {
    let scheme: String
    let path: [String]
    let query: [String: String]

    private typealias Scalars = Substring.UnicodeScalarView

    static func parse(_ url: String) -> Result<ParsedURL, DeepLinkError> {
        let scalars = Substring(url).unicodeScalars
        guard let colon = scalars.firstIndex(of: ":"), scalars[colon...].starts(with: "://".unicodeScalars) else {
            return .failure(.invalidURL(url))
        }
        let scheme = scalars[..<colon]
        guard scheme.first.map(URLCharacters.isLetter) == true, scheme.allSatisfy(URLCharacters.isSchemeCharacter)
        else {
            return .failure(.invalidURL(url))
        }
        var rest = scalars[scalars.index(colon, offsetBy: 3)...]
        if let fragment = rest.firstIndex(of: "#") { rest = rest[..<fragment] }
        let parts = rest.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        var path: [String] = []
        for segment in parts[0].split(separator: "/") {
            guard let decoded = percentDecoded(segment) else { return .failure(.invalidURL(url)) }
            path.append(decoded)
        }
        var query: [String: String] = [:]
        if parts.count > 1 {
            for item in parts[1].split(separator: "&") {
                let pair = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                guard let name = percentDecoded(pair[0]),
                    let value = percentDecoded(pair.count > 1 ? pair[1] : Scalars())
                else {
                    return .failure(.invalidURL(url))
                }
                if query[name] == nil { query[name] = value }
            }
        }
        return .success(ParsedURL(scheme: String(Substring(scheme)), path: path, query: query))
    }

    /// `text` with `%XX` escapes (and `+` in query values left as is) decoded, or `nil`
    /// when an escape is broken or the bytes are not UTF-8.
    private static func percentDecoded(_ scalars: Scalars) -> String? {
        let text = Substring(scalars)
        guard scalars.contains("%") else { return String(text) }
        var bytes: [UInt8] = []
        var iterator = text.utf8.makeIterator()
        while let byte = iterator.next() {
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else {
                return nil
            }
            bytes.append(high << 4 | low)
        }
        let decoded = String(decoding: bytes, as: UTF8.self)
        // Decoding repairs invalid UTF-8; a repaired string is not what the link said.
        return decoded.utf8.elementsEqual(bytes) ? decoded : nil
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}

private enum URLCharacters {
    static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "a"..."z", "A"..."Z": true
        default: false
        }
    }

    /// Letters, digits, `+`, `-` and `.`, as RFC 3986 allows in a scheme.
    static func isSchemeCharacter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9", "+", "-", ".": true
        default: false
        }
    }
}
