# uncaught: {}.setdefault()
{}.setdefault()
