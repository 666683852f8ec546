# __notes__ that is not a sequence is printed as its repr (without a newline)
e = TypeError("t")
e.__notes__ = 12.5
raise e
