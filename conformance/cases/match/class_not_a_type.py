# a class pattern whose name is not a class
notatype = len
try:
    match 1:
        case notatype():
            print("never")
except TypeError as e:
    print(e)
