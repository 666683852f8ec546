# __notes__ that is a str is a sequence: one character per line
e = LookupError("l")
e.__notes__ = "abc"
raise e
