# nested finally blocks run innermost first
def f():
    try:
        try:
            return "inner"
        finally:
            print("inner finally")
    finally:
        print("outer finally")
print(f())
