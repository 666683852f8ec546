# int() and float() accept non-ASCII Unicode decimal digits and whitespace
print(int("٣"), int("１２"), float("１.５"), int("\u2003 7 \u3000"))
