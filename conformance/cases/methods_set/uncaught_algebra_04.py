# uncaught: {1}.intersection(1)
{1}.intersection(1)
