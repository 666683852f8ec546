# notes on an implicitly chained exception (__context__)
try:
    1 / 0
except ZeroDivisionError as e:
    e.add_note("dividing")
    [][1]
