# uncaught: {1}.issubset()
{1}.issubset()
