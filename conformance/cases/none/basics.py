# None behaviour: repr, str, truthiness, identity, equality
print(None, repr(None), str(None), bool(None), None == None, None is None, None == 0, type(None).__name__)
