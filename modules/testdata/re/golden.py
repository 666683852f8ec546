# Golden cases for the re module: each line of output is one case's result,
# computed by CPython 3.11 into golden.expected (python3 golden.py > golden.expected)
# and compared line by line by TestReGolden.
import re

def show(m):
    if m is None:
        return "None"
    return repr((m.span(), m.group(), m.groups(), m.groupdict(), m.lastindex, m.lastgroup, [m.span(i) for i in range(1, len(m.groups()) + 1)]))

def run(op, pattern, string, flags=0):
    try:
        if op == "search":
            r = show(re.search(pattern, string, flags))
        elif op == "match":
            r = show(re.match(pattern, string, flags))
        elif op == "fullmatch":
            r = show(re.fullmatch(pattern, string, flags))
        elif op == "findall":
            r = repr(re.findall(pattern, string, flags))
        elif op == "split":
            r = repr(re.split(pattern, string, flags=flags))
        elif op == "finditer":
            r = repr([m.span() for m in re.finditer(pattern, string, flags)])
        elif op == "compile":
            p = re.compile(pattern, flags)
            r = repr((p.groups, dict(p.groupindex), p.flags))
        else:
            r = "?"
    except re.error as e:
        r = "error: " + str(e) + " | " + repr((e.msg, e.pos))
    except Exception as e:
        r = type(e).__name__ + ": " + str(e)
    print(op, repr(pattern), repr(string), int(flags), "->", r)

OPS = ["search", "findall", "split"]

PATTERNS = [
    # literals and escapes
    ("abc", "xabcx"), ("a.c", "a\nc abc"), (r"a\.c", "a.c abc"), (r"\x41\u0042\U00000043", "ABC"),
    (r"\101\0", "A\0"), (r"\t\n\r\f\v\a", "\t\n\r\f\v\a"), (r"\\", "a\\b"), (r"\N{EM DASH}", "a\u2014b"),
    # classes
    (r"\d+", "ab 123 \u0663\u0664 x"), (r"\D+", "ab 12 c"), (r"\w+", "héllo wörld_1 \u00b2 x\u0301y"),
    (r"\W+", "a, b;\u00a0c"), (r"\s+", "a \t\n\x1c\u2003\u3000b\x85c"), (r"\S+", "a  bc\u00a0d"),
    (r"[a-c]+", "xxabcabdcc"), (r"[^a-c]+", "abxyzc"), (r"[\w.-]+@[\w-]+\.\w+", "mail me: j.doe-x@ex-ample.org!"),
    (r"[\d\s]+", "a1 2\t3b"), (r"[^\d\s]+", "a1 bc\t3d"), (r"[\W\d]+", "ab,12;cd"), (r"[^\W\d]+", "ab12cd_e"),
    (r"[]a]+", "]a]b"), (r"[a-]+", "a-a-b"), (r"[-a]+", "-a-b"), (r"[\]]", "]"), (r"[^]]+", "ab]c"),
    (r"[\\-a]+", "\\]^_`ab"), (r"[.]+", "a..b"), (r"[*+?]+", "a*+?b"),
    # anchors
    (r"^a", "aa\na"), (r"a$", "a\na\n"), (r"^\w+$", "abc\ndef"), (r"\Aab", "abab"), (r"ab\Z", "abab\n"), (r"ab\Z", "abab"),
    (r"\bfoo\b", "foo foobar (foo) _foo"), (r"\Boo\B", "foo book"), (r"\B", ""), (r"\b", ""), (r"$", "a\n"), (r"^", ""),
    (r"(?m)^\w", "ab\ncd\n\nef"), (r"(?m)\w$", "ab\ncd\n"), (r"(?s).+", "a\nb"), (r".+", "a\nb"),
    # groups
    (r"(a)(b)?(c)", "ac abc"), (r"(?P<x>\d+)-(?P<y>\d+)", "10-20 3-4"), (r"(?:ab)+", "ababab"),
    (r"(a|b)*", "abba"), (r"(a*)*", "aa"), (r"(a*)+", "b"), (r"(a|ab)(c|bcd)(d*)", "abcd"),
    (r"((a)|b)+", "ab"), (r"(a)|(b)", "b"), (r"((a)(b))", "ab"), (r"(a)(?P<n>b)(c)", "abc"),
    (r"(?P<a>x)(?P=a)", "xx xy"), (r"(a)\1", "aa ab"), (r"(a)(b)(c)(d)(e)(f)(g)(h)(i)(j)\10", "abcdefghijj"),
    (r"(?i)(a)\1", "aA"), (r"(a)?(?(1)b|c)", "ab c"), (r"(?P<q>')?\w+(?(q)')", "'ab' cd 'ef"),
    # repeats
    (r"a{2}", "aaaaa"), (r"a{2,}", "aaaaa"), (r"a{,2}", "aaaaa"), (r"a{1,3}?", "aaaa"), (r"a{3,1}", "a"),
    (r"a{", "a{"), (r"a{1", "a{1"), (r"a{}", "a{}"), (r"a{,}", "aaa"), (r"x{1,2}+", "xxx"),
    (r"a*?b", "aaab"), (r"a+?", "aaa"), (r"a??b", "ab"), (r"(ab)*?c", "ababc"), (r"a*+a", "aaa"), (r"a++b", "aab"),
    (r"(?>a+)b", "aab"), (r"(?>a|ab)c", "abc"), (r"\d*", "a12b"), (r"x*", "abxd"), (r"(?:x|)*y", "xxy"),
    # lookaround
    (r"foo(?=bar)", "foobaz foobar"), (r"foo(?!bar)", "foobar foobaz"), (r"(?<=\$)\d+", "$10 20 $30"),
    (r"(?<!\$)\b\d+", "$10 20 $30"), (r"(?<=a|b)c", "ac bc cc"), (r"(?<=ab|cd)e", "abe cde"), (r"(?<=a+)b", "aab"),
    (r"(?<=(a))b", "ab"), (r"(?<=\b)\w", "ab cd"), (r"(?=(\w+))", "abc"),
    # flags
    ("(?i)straße", "STRASSE Straße"), ("(?i)[a-z]+", "ABCdef"), ("(?x) a b # comment\n c", "abc"),
    ("(?x)[ ]a", " a"), ("(?a)\\w+", "héllo"), ("(?i:a)b", "Ab AB"), ("a(?i:b)c", "aBc aBC"), ("(?-i:a)b", "ab"),
    ("(?s:.)(.)", "\n\n"), ("(?m:^a)", "b\na"), ("(?x: a b )c", "abc"), ("(?u)\\w", "é"), ("(?ia)é", "É"),
    # errors
    ("(a", "a"), ("a)", "a"), ("*", "a"), ("a**", "a"), ("a*??", ""), ("[a", ""), ("[b-a]", ""), ("\\", ""),
    ("\\q", ""), ("(?P<1>a)", ""), ("(?P<a>a)(?P<a>b)", ""), ("(?P=x)", ""), ("\\2(a)", ""), ("(a\\1)", ""),
    ("(?<=a*)b", ""), ("(?<=a|bc)d", ""), ("(?z)", ""), ("a(?i)", ""), ("(?", ""), ("(?P", ""), ("(?P<", ""),
    ("(?P<a", ""), ("(?<x)", ""), ("(?#abc", ""), ("[\\d-z]", ""), ("\\x1", ""), ("\\u12", ""), ("\\N{NOPE}", ""),
    ("\\777", ""), ("a{2,1}", ""), ("(?(2)a|b)", ""), ("(?(a)b)", ""), ("(?(1)a|b|c)", ""), ("(?i-i:a)", ""),
    ("(?-a:a)", ""), ("(?au)", ""), ("(?L)", ""), ("x{99999999999}", ""), ("(?i", ""), ("(?i-", ""), ("(?i-x", ""),
    ("a\nb)", ""), ("a\n(b", ""), ("+", ""), ("^*", ""), ("$+", ""), ("(?P>a)", ""), ("(?<=(?P<a>x)(?P=a))", ""),
    ("[[:alpha:]]", "a:"), ("(?P<a-b>x)", ""), ("\\k<a>", ""), ("(?P=)", ""), ("(?P<>x)", ""), ("()\\g<1>", ""),
    # unicode and odd strings
    ("é+", "ééé"), ("[à-ÿ]+", "àéîõü"), ("😀+", "a😀😀b"), (".", "😀"), ("\\w", "\U0001d400"), ("[\U0001F600-\U0001F64F]", "x😃"),
    ("ab|cd|ef", "xxefcdab"), ("", "abc"), ("|a", "ab"), ("a|", "ab"), ("(|a)+", "aa"),
]

for pattern, string in PATTERNS:
    for op in OPS:
        run(op, pattern, string)
    run("match", pattern, string)
    run("fullmatch", pattern, string)
    run("finditer", pattern, string)

FLAGGED = [
    (r"abc", "ABC aBc", re.I), (r"^x", "a\nx", re.M), (r"a.b", "a\nb", re.S), (r"a b c  # c\n", "abc", re.X),
    (r"\w+", "héllo", re.A), (r"\d", "\u0663", re.A), (r"\s", "\u00a0", re.A), (r"[a-z]+", "ABC", re.I | re.A),
    (r"\bé", "é", re.A), (r"x$", "x\n", re.M), (r"(?i)a", "A", re.I), (r"a", "a", re.L), (r"a", "a", re.A | re.U),
    (r"é", "É", re.I), (r"[^a]", "A", re.I), (r"\W", "é", re.A),
]
for pattern, string, flags in FLAGGED:
    for op in ["search", "findall", "compile"]:
        run(op, pattern, string, flags)

BYTES = [(b"a+", b"xaay"), (rb"\w+", b"h\xe9llo"), (rb"\d", b"1"), (rb"(?i)abc", b"ABC"), (rb"[\x80-\xff]+", b"a\xe9\xffb"),
         (rb"\s+", b"a \x85b"), (b"(?u)a", b"a"), (b"(?L)a", b"a"), (rb"\u0041", b"A")]
for pattern, string in BYTES:
    for op in ["search", "findall", "split"]:
        run(op, pattern, string)

# sub, subn, templates
SUBS = [
    (r"a", "-", "banana", 0), (r"a", "-", "banana", 2), (r"a", "-", "banana", -1), (r"(\w)(\d)", r"\2\1", "a1 b2", 0),
    (r"(?P<w>\w+)", r"<\g<w>>", "ab cd", 0), (r"(\w+)", r"\g<0>\g<1>", "ab", 0), (r"x*", "-", "abxd", 0),
    (r"", "-", "abc", 0), (r"(a)|b", r"[\1]", "ab", 0), (r"a", r"\n\t\\", "a", 0), (r"a", r"\q", "a", 0),
    (r"(a)", r"\2", "a", 0), (r"(a)", r"\g<2>", "a", 0), (r"(a)", r"\g<x>", "a", 0), (r"(a)", r"\g<-1>", "a", 0),
    (r"(a)", r"\g<", "a", 0), (r"(a)", r"\g", "a", 0), (r"(a)", "\\", "a", 0), (r"(a)", r"\0", "a", 0),
    (r"(a)", r"\101", "a", 0), (r"(a)", r"\g<01>", "a", 0), (r"(a)", r"\g< 1>", "a", 0), (r"\s+", " ", "a  b\t\tc", 0),
    (r"^", ">", "a\nb", 0), (r"(?m)^", ">", "a\nb\n", 0), (r"$", "<", "a\nb\n", 0), (r"\b", "|", "ab cd", 0),
    (r"(\d+)", r"\1\1", "x12y345", 1), (r"a|(b)", r"[\1]", "abab", 0), (r"é", "e", "été", 0),
]
for pattern, repl, string, count in SUBS:
    try:
        r = repr(re.subn(pattern, repl, string, count))
    except re.error as e:
        r = "error: " + str(e)
    except Exception as e:
        r = type(e).__name__ + ": " + str(e)
    print("subn", repr(pattern), repr(repl), repr(string), count, "->", r)

# split with maxsplit
SPLITS = [(r",", "a,b,c,d", 2), (r"(,)", "a,b,c", 1), (r"\W*", "ab, cd!", 0), (r",", "a,b", -1), (r"(x)?,", "a,bx,c", 0),
          (r"\b", "ab cd", 0), (r"^|$", "ab", 0), (r"(?=b)", "abab", 0), (r"\s*", " a b ", 0)]
for pattern, string, maxsplit in SPLITS:
    print("split", repr(pattern), repr(string), maxsplit, "->", repr(re.split(pattern, string, maxsplit)))

# pos/endpos
p = re.compile(r"\w+")
for args in [(0,), (2,), (2, 5), (-3, 100), (5, 2), (10,), (3, 3)]:
    print("pos", args, repr(p.search("hello world", *args)), p.findall("hello world", *args),
          repr(p.match("hello world", *args)), repr(p.fullmatch("hello world", *args)))
p = re.compile(r"^\w")
print("pos-anchor", repr(p.search("ab cd", 3)), repr(re.compile(r"\b\w").search("ab", 1)), repr(re.compile(r"$").search("ab\n", 0, 2)))
print(repr(re.compile(r"(?<=a)b").match("ab", 1)))

# repeat counts past regexp2's 2**31-1 (IGNORECASE runs them on regexp2), lone surrogates
for pattern in [r"(?i)a{4294967294}", r"(?i)(?:ab){0,4294967294}", r"(?i)a{2147483648}", r"(?i)(?:ab){2,3000000000}", r"a{4294967294}"]:
    print("bigcount", repr(pattern), repr(re.search(pattern, "ab" * 10)))
s = "".join(chr(0xd800 + 2 * i) for i in range(300))
print("surrogates", repr(re.compile("[" + s + "]+").search("x" + s[::-1] + chr(0xd801)).span()),
      repr(re.match("(?i)\udffe", "\udffe").span()), repr(re.sub("(a)", "\udc00\\1", "xa")), repr(re.escape("\udc00.")))
