# NameError for a misspelled builtin
prnt("x")
