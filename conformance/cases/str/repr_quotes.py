# repr picks quotes based on content
print(repr("abc"), repr("it's"), repr('say "hi"'), repr("both ' and \""), repr(""), repr("'"), repr('"'))
