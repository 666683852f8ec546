# a SyntaxError with a file and line but no text: the location line only
raise SyntaxError("bad token", ("config.ini", 7, 3, None))
