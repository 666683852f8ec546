package parser

// Token is the kind of a lexical token.
//
// The scanner turns f-strings into a token sequence (PEP 701, as CPython
// 3.12's tokenizer does) rather than one STRING token:
//
//	f"a{x!r:>{w}}b"  =>  FSTRING_START `f"`, FSTRING_MIDDLE `a`, LBRACE,
//	                     NAME x, EXCLAMATION, NAME r, COLON,
//	                     FSTRING_MIDDLE `>`, LBRACE, NAME w, RBRACE,
//	                     RBRACE, FSTRING_MIDDLE `b`, FSTRING_END `"`
//
// FSTRING_MIDDLE's literal is the raw source text of the literal part, with
// doubled braces and backslash escapes left as written; the parser decodes
// it. A literal part that is empty produces no token.
type Token uint8

// The token kinds.
const (
	ILLEGAL Token = iota // a scanning error; the scanner's error says which
	EOF                  // ENDMARKER
	NEWLINE
	INDENT
	DEDENT

	NAME   // identifiers, including the soft keywords match, case, type, _
	NUMBER // an int, float or imaginary literal, as written
	STRING // a complete string or bytes literal (not an f-string), prefix and quotes included

	FSTRING_START  // prefix and opening quote: f" rf''' F' ...
	FSTRING_MIDDLE // raw literal text between replacement fields, or of a format spec
	FSTRING_END    // the closing quote

	// Operators and delimiters.
	LPAR             // (
	RPAR             // )
	LSQB             // [
	RSQB             // ]
	LBRACE           // {
	RBRACE           // }
	COLON            // :
	COMMA            // ,
	SEMI             // ;
	PLUS             // +
	MINUS            // -
	STAR             // *
	SLASH            // /
	VBAR             // |
	AMPER            // &
	LESS             // <
	GREATER          // >
	EQUAL            // =
	DOT              // .
	PERCENT          // %
	EQEQUAL          // ==
	NOTEQUAL         // !=
	LESSEQUAL        // <=
	GREATEREQUAL     // >=
	TILDE            // ~
	CIRCUMFLEX       // ^
	LEFTSHIFT        // <<
	RIGHTSHIFT       // >>
	DOUBLESTAR       // **
	PLUSEQUAL        // +=
	MINEQUAL         // -=
	STAREQUAL        // *=
	SLASHEQUAL       // /=
	PERCENTEQUAL     // %=
	AMPEREQUAL       // &=
	VBAREQUAL        // |=
	CIRCUMFLEXEQUAL  // ^=
	LEFTSHIFTEQUAL   // <<=
	RIGHTSHIFTEQUAL  // >>=
	DOUBLESTAREQUAL  // **=
	DOUBLESLASH      // //
	DOUBLESLASHEQUAL // //=
	AT               // @
	ATEQUAL          // @=
	RARROW           // ->
	ELLIPSIS         // ...
	COLONEQUAL       // :=
	EXCLAMATION      // ! (only inside f-string replacement fields)

	// Hard keywords.
	keywordStart
	FALSE    // False
	NONE     // None
	TRUE     // True
	AND      // and
	AS       // as
	ASSERT   // assert
	ASYNC    // async
	AWAIT    // await
	BREAK    // break
	CLASS    // class
	CONTINUE // continue
	DEF      // def
	DEL      // del
	ELIF     // elif
	ELSE     // else
	EXCEPT   // except
	FINALLY  // finally
	FOR      // for
	FROM     // from
	GLOBAL   // global
	IF       // if
	IMPORT   // import
	IN       // in
	IS       // is
	LAMBDA   // lambda
	NONLOCAL // nonlocal
	NOT      // not
	OR       // or
	PASS     // pass
	RAISE    // raise
	RETURN   // return
	TRY      // try
	WHILE    // while
	WITH     // with
	YIELD    // yield
	keywordEnd
)

var tokenText = [...]string{
	ILLEGAL: "ILLEGAL", EOF: "ENDMARKER", NEWLINE: "NEWLINE", INDENT: "INDENT", DEDENT: "DEDENT",
	NAME: "NAME", NUMBER: "NUMBER", STRING: "STRING",
	FSTRING_START: "FSTRING_START", FSTRING_MIDDLE: "FSTRING_MIDDLE", FSTRING_END: "FSTRING_END",
	LPAR: "(", RPAR: ")", LSQB: "[", RSQB: "]", LBRACE: "{", RBRACE: "}", COLON: ":", COMMA: ",",
	SEMI: ";", PLUS: "+", MINUS: "-", STAR: "*", SLASH: "/", VBAR: "|", AMPER: "&", LESS: "<",
	GREATER: ">", EQUAL: "=", DOT: ".", PERCENT: "%", EQEQUAL: "==", NOTEQUAL: "!=",
	LESSEQUAL: "<=", GREATEREQUAL: ">=", TILDE: "~", CIRCUMFLEX: "^", LEFTSHIFT: "<<",
	RIGHTSHIFT: ">>", DOUBLESTAR: "**", PLUSEQUAL: "+=", MINEQUAL: "-=", STAREQUAL: "*=",
	SLASHEQUAL: "/=", PERCENTEQUAL: "%=", AMPEREQUAL: "&=", VBAREQUAL: "|=", CIRCUMFLEXEQUAL: "^=",
	LEFTSHIFTEQUAL: "<<=", RIGHTSHIFTEQUAL: ">>=", DOUBLESTAREQUAL: "**=", DOUBLESLASH: "//",
	DOUBLESLASHEQUAL: "//=", AT: "@", ATEQUAL: "@=", RARROW: "->", ELLIPSIS: "...",
	COLONEQUAL: ":=", EXCLAMATION: "!",
	FALSE: "False", NONE: "None", TRUE: "True", AND: "and", AS: "as", ASSERT: "assert",
	ASYNC: "async", AWAIT: "await", BREAK: "break", CLASS: "class", CONTINUE: "continue",
	DEF: "def", DEL: "del", ELIF: "elif", ELSE: "else", EXCEPT: "except", FINALLY: "finally",
	FOR: "for", FROM: "from", GLOBAL: "global", IF: "if", IMPORT: "import", IN: "in", IS: "is",
	LAMBDA: "lambda", NONLOCAL: "nonlocal", NOT: "not", OR: "or", PASS: "pass", RAISE: "raise",
	RETURN: "return", TRY: "try", WHILE: "while", WITH: "with", YIELD: "yield",
}

// String returns the token's source text for operators and keywords and
// its CPython token name otherwise.
func (t Token) String() string {
	if int(t) < len(tokenText) && tokenText[t] != "" {
		return tokenText[t]
	}
	return "?"
}

// IsKeyword reports whether t is a hard keyword.
func (t Token) IsKeyword() bool { return t > keywordStart && t < keywordEnd }

// keywords maps each hard keyword's spelling to its token.
var keywords = func() map[string]Token {
	m := make(map[string]Token, keywordEnd-keywordStart)
	for t := keywordStart + 1; t < keywordEnd; t++ {
		m[tokenText[t]] = t
	}
	return m
}()

// Position is a point in the source.
type Position struct {
	Offset int // byte offset from the start of the source, 0-based
	Line   int // 1-based
	Col    int // UTF-8 byte offset within the line, 0-based (CPython's col_offset)
}

// token is one scanned token: its kind, its literal text (names, numbers,
// strings and f-string parts as written; empty for operators), and its
// span [Pos, End).
type token struct {
	kind Token
	lit  string
	pos  Position
	end  Position
}
