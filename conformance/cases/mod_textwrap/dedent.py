# textwrap.dedent margins, blank lines, tabs
import textwrap
for s in ["    a\n    b\n", "  a\n    b\n      c", "\ta\n\tb", "\ta\n    b", "  a\n \n  b\n", "   \n  x\n   \n",
          "no indent\n  some", "", "\n\n", "  x", "  a\r\n  b\r\n", "\t  a\n\t b", "  \t\n  a\n", "    x\n  y\n      z"]:
    print(repr(textwrap.dedent(s)))
