# finally runs on normal exit and on exception
try:
    print("body")
finally:
    print("finally 1")
try:
    try:
        1 / 0
    finally:
        print("finally 2")
except ZeroDivisionError:
    print("caught")
