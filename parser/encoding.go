package parser

import (
	"bytes"
	"fmt"
	"strings"

	"golang.org/x/text/encoding/charmap"
)

// Source encodings (PEP 263). Source is UTF-8 unless a comment on line 1
// or 2 declares another encoding ("# -*- coding: latin-1 -*-"). decodeSource
// finds the declaration as CPython's tokenizer does (tokenizer.c:
// check_coding_spec, get_normal_name) and converts the source to UTF-8,
// so the scanner only ever sees UTF-8. The single-byte codecs in
// singleByteCodecs are supported; any other name is CPython's "unknown
// encoding" error, although CPython knows many more codecs.

// utf8BOM is the UTF-8 byte order mark.
const utf8BOM = "\ufeff"

// singleByteCodecs maps Python codec names, normalized by codecKey, to
// their tables.
var singleByteCodecs = map[string]*charmap.Charmap{
	"latin_1": charmap.ISO8859_1, "iso8859_1": charmap.ISO8859_1, "iso_8859_1": charmap.ISO8859_1,
	"latin1": charmap.ISO8859_1, "l1": charmap.ISO8859_1, "latin": charmap.ISO8859_1,
	"cp819": charmap.ISO8859_1, "8859": charmap.ISO8859_1, "iso_ir_100": charmap.ISO8859_1,
	"iso8859_2": charmap.ISO8859_2, "iso_8859_2": charmap.ISO8859_2, "latin2": charmap.ISO8859_2, "l2": charmap.ISO8859_2,
	"iso8859_5": charmap.ISO8859_5, "iso_8859_5": charmap.ISO8859_5, "cyrillic": charmap.ISO8859_5,
	"iso8859_7": charmap.ISO8859_7, "iso_8859_7": charmap.ISO8859_7, "greek": charmap.ISO8859_7,
	"iso8859_15": charmap.ISO8859_15, "iso_8859_15": charmap.ISO8859_15, "latin9": charmap.ISO8859_15, "l9": charmap.ISO8859_15,
	"cp1250": charmap.Windows1250, "windows_1250": charmap.Windows1250,
	"cp1251": charmap.Windows1251, "windows_1251": charmap.Windows1251,
	"cp1252": charmap.Windows1252, "windows_1252": charmap.Windows1252,
	"koi8_r": charmap.KOI8R, "koi8_u": charmap.KOI8U,
	"cp437": charmap.CodePage437, "ibm437": charmap.CodePage437, "437": charmap.CodePage437,
	"cp850": charmap.CodePage850, "ibm850": charmap.CodePage850, "850": charmap.CodePage850,
	"mac_roman": charmap.Macintosh, "macroman": charmap.Macintosh, "macintosh": charmap.Macintosh,
}

// codecKey normalizes a codec name as Python's codec lookup does
// (encodings.normalize_encoding, lower case).
func codecKey(name string) string {
	return strings.ToLower(strings.NewReplacer("-", "_", " ", "_").Replace(name))
}

// isUTF8Codec reports whether Python's codec lookup finds UTF-8 under
// name.
func isUTF8Codec(name string) bool {
	switch codecKey(name) {
	case "utf_8", "utf8", "u8", "utf", "cp65001":
		return true
	}
	return false
}

// normalEncodingName is CPython's get_normal_name: the utf-8 and latin-1
// spellings become "utf-8" and "iso-8859-1"; other names are kept.
func normalEncodingName(s string) string {
	b := strings.ToLower(s)
	if len(b) > 12 {
		b = b[:12]
	}
	b = strings.ReplaceAll(b, "_", "-")
	switch {
	case b == "utf-8" || strings.HasPrefix(b, "utf-8-"):
		return "utf-8"
	case b == "latin-1" || b == "iso-8859-1" || b == "iso-latin-1" ||
		strings.HasPrefix(b, "latin-1-") || strings.HasPrefix(b, "iso-8859-1-") || strings.HasPrefix(b, "iso-latin-1-"):
		return "iso-8859-1"
	}
	return s
}

// codingSpec returns the encoding a line declares ("#...coding[:=] NAME"),
// or "" if it declares none.
func codingSpec(line []byte) string {
	i := 0
	for i < len(line) && (line[i] == ' ' || line[i] == '\t' || line[i] == '\f') {
		i++
	}
	if i >= len(line) || line[i] != '#' {
		return ""
	}
	rest := line[i:]
	for {
		k := bytes.Index(rest, []byte("coding"))
		if k < 0 {
			return ""
		}
		rest = rest[k+6:]
		if len(rest) == 0 || (rest[0] != ':' && rest[0] != '=') {
			continue
		}
		j := 1
		for j < len(rest) && (rest[j] == ' ' || rest[j] == '\t') {
			j++
		}
		start := j
		for j < len(rest) && (isLetter(rest[j]) || isDigit(rest[j]) || rest[j] == '-' || rest[j] == '.') {
			j++
		}
		if j > start {
			return string(rest[start:j])
		}
	}
}

// sourceEncoding returns the encoding declared on line 1 or 2 of src
// (line 2 counts only if line 1 is blank or a comment), or "".
func sourceEncoding(src []byte) string {
	for n := 0; n < 2 && len(src) > 0; n++ {
		end := bytes.IndexAny(src, "\r\n")
		if end < 0 {
			end = len(src)
		}
		line := src[:end]
		if enc := codingSpec(line); enc != "" {
			return enc
		}
		t := bytes.TrimLeft(line, " \t\f")
		if len(t) > 0 && t[0] != '#' {
			return ""
		}
		if end < len(src) && src[end] == '\r' && end+1 < len(src) && src[end+1] == '\n' {
			end++
		}
		if end >= len(src) {
			break
		}
		src = src[end+1:]
	}
	return ""
}

// decodeSource converts src to UTF-8 following its encoding declaration
// and reports whether it has one. A UTF-8 byte order mark is kept (the
// scanner skips it). The errors are CPython's, with no location.
func decodeSource(filename string, src []byte) (out []byte, declared bool, err *Error) {
	body := src
	bom := bytes.HasPrefix(src, []byte(utf8BOM))
	if bom {
		body = src[len(utf8BOM):]
	}
	name := sourceEncoding(body)
	if name == "" {
		return src, false, nil
	}
	name = normalEncodingName(name)
	encErr := func(msg string) *Error {
		return &Error{Msg: msg, Filename: filename, Offset: -1}
	}
	if isUTF8Codec(name) {
		if bom && name != "utf-8" {
			return nil, true, encErr(fmt.Sprintf("encoding problem: %s with BOM", name))
		}
		return src, true, nil
	}
	switch codecKey(name) {
	case "ascii", "us_ascii", "646":
		if bom {
			return nil, true, encErr(fmt.Sprintf("encoding problem: %s with BOM", name))
		}
		for i, c := range src {
			if c >= 0x80 {
				return nil, true, encErr(fmt.Sprintf("'ascii' codec can't decode byte 0x%02x in position %d: ordinal not in range(128)", c, i))
			}
		}
		return src, true, nil
	}
	cm := singleByteCodecs[codecKey(name)]
	if cm == nil {
		return nil, true, encErr("unknown encoding: " + name)
	}
	if bom {
		return nil, true, encErr(fmt.Sprintf("encoding problem: %s with BOM", name))
	}
	out, e := cm.NewDecoder().Bytes(src)
	if e != nil {
		return nil, true, encErr(fmt.Sprintf("encoding problem: %s", name))
	}
	return out, true, nil
}
