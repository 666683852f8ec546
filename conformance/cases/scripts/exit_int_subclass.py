# an int subclass is a status
class Code(int):
    pass
raise SystemExit(Code(7))
