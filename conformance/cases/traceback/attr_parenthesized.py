# an attribute of a parenthesized int
v = (1).foo
