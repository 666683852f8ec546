# help() of a builtin method bound to an instance of a subclass names the subclass
class MyInt(int):
    pass
class Words(list):
    pass
help(MyInt(5).bit_length)
help(Words().append)
help(MyInt.from_bytes)
