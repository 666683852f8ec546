# a module attribute as a value pattern
import math
for x in [math.pi, 3.0, math.e]:
    match x:
        case math.pi:
            print("pi")
        case math.e:
            print("e")
        case _:
            print("other", x)
