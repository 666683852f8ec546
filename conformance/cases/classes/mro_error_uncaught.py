# the MRO error at top level
class X: pass
class Y(X): pass
class Z(X, Y): pass
