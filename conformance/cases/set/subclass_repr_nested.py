# set subclass reprs inside containers
class Tags(set):
    pass
class FT(frozenset):
    pass
print([Tags([1])], {'k': FT([2])}, (Tags(),))
