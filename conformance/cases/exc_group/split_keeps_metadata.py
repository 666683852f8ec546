# split and subgroup copy __cause__, __context__ and __notes__ to the parts
eg = ExceptionGroup("g", [ValueError(1), TypeError(2)])
eg.__cause__ = KeyError("cause")
eg.__context__ = IndexError("ctx")
eg.add_note("a note")
m, r = eg.split(ValueError)
for part in (m, r):
    print(repr(part), repr(part.__cause__), repr(part.__context__), part.__notes__)
print(m.__notes__ is eg.__notes__)
