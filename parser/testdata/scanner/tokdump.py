#!/usr/bin/env python3
"""Prints the tokens of each file named on stdin as CPython's tokenize
module sees them, in the format of scanner_test.go's formatTokens, for
TestScanStdlibTokenize. Files CPython does not compile print SKIP."""
import io
import sys
import token
import tokenize


def main():
    out = sys.stdout
    for path in sys.stdin.read().split('\n'):
        if not path:
            continue
        out.write('FILE %s\n' % path)
        try:
            with open(path, 'rb') as f:
                src = f.read().decode('utf-8')
            compile(src, path, 'exec')
            toks = list(tokenize.generate_tokens(io.StringIO(src).readline))
        except Exception:
            out.write('SKIP\n')
            continue
        for t in toks:
            if t.type in (tokenize.NL, tokenize.COMMENT):
                continue
            lit = t.string if t.type in (token.NAME, token.NUMBER, token.STRING) else ''
            out.write('%s %s %d,%d-%d,%d\n' % (token.tok_name[t.exact_type], go_quote(lit),
                                                t.start[0], t.start[1], t.end[0], t.end[1]))
        out.write('END\n')


def go_quote(s):
    # Go's %q for the strings that occur here.
    b = ['"']
    for c in s:
        if c == '"' or c == '\\':
            b.append('\\' + c)
        elif c == '\n':
            b.append('\\n')
        elif c == '\t':
            b.append('\\t')
        elif c == '\r':
            b.append('\\r')
        elif c.isprintable():
            b.append(c)
        else:
            o = ord(c)
            if o < 0x80:
                b.append('\\x%02x' % o)
            elif o < 0x10000:
                b.append('\\u%04x' % o)
            else:
                b.append('\\U%08x' % o)
    b.append('"')
    return ''.join(b)


if __name__ == '__main__':
    main()
