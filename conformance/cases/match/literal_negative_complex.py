# negative numbers and complex literals
for x in [-1, -2.5, 1j, 1+2j, -3-4j, 2.0]:
    match x:
        case -1:
            print(x, "minus one")
        case -2.5:
            print(x, "minus two and a half")
        case 1j:
            print(x, "imaginary")
        case 1 + 2j:
            print(x, "complex")
        case -3 - 4j:
            print(x, "negative complex")
        case 2:
            print(x, "two (float equal to int)")
